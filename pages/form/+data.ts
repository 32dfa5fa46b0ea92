// The home page's blocks; the form opens over them (+Page.tsx).
export { homePageData as data } from '../shared/home-data'
