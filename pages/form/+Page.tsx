export { FormPage as default } from '../shared/form-page'
