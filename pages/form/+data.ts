// The home page's blocks and the form that opens over them (+Page.tsx).
export { formPageData as data } from '../shared/form-data'
