/** SPEC §2: one publication (journal or white paper). */
export default '/periodical/@id'
