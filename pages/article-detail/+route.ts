/** SPEC §2: an article of a content type (`/article-detail/news/1601`). */
export default '/article-detail/@type/@id'
