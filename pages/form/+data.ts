// The home page's blocks; the form opens over them (+Page.tsx).
export { data } from '../index/+data'
