// The workbench of one block (workbench/server.ts renders it, with its page context); see docs/adding-a-block.md "How to add a block".
export default '/blocks/@type'
