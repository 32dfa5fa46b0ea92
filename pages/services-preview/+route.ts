/** SPEC §2/§6: a draft service page by id. */
export default '/services/@id/preview'
