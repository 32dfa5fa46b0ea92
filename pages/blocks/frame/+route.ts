// The page the workbench's preview frame shows: one block from the props posted to /blocks/{type}/render.
export default '/blocks/@type/frame'
