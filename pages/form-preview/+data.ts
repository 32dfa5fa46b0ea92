// The home page's blocks; the form opens over them (pages/form/+Page.tsx).
export { data } from '../index/+data'
