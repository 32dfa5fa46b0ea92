export { BlocksPage as default } from '../../runtime/blocks/blocks-page'
