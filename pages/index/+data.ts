export { homePageData as data } from '../shared/home-data'
