export { FormPage as default } from '../form/form-page'
