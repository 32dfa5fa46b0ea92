import { BlocksPage } from '../../../blocks/renderer'

/** One block, rendered as every page renders its blocks. */
export default BlocksPage
