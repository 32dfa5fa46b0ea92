// The workbench of one block (workbench/server.ts renders it, with its page context); see README "How to add a block".
export default '/blocks/@type'
