export { BlocksPage as default } from '../../blocks/renderer'
