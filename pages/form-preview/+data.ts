// The home page's blocks; the form opens over them (pages/form/+Page.tsx).
export { homePageData as data } from '../shared/home-data'
