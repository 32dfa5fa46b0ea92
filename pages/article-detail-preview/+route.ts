/** SPEC §2/§6: a draft article by id. */
export default '/article-detail/@type/@id/preview'
