/** SPEC §9: publications 10 a desktop page, for /periodical and a journal's other issues alike. */
export const PUBLICATION_PAGE_SIZE = 10
