/** SPEC §2/§6: a draft join-us page by id. */
export default '/join-us/@id/preview'
