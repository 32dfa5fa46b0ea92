export { FormPage as default } from './form-page'
