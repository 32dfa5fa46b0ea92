/** SPEC §2/§6: a draft of the about page's item by id (`news` → the article, otherwise the introduction). */
export default '/about-us/@type/@id/preview'
