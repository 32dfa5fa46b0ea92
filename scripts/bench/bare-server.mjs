// A bare Node HTTP server that answers every request with one recorded answer (status, headers, body
// as encoded) from memory: the ceiling the site's render cache is compared with.
// Usage: node bare-server.mjs <answer.json> <port>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port] = process.argv.slice(2)
const answer = JSON.parse(readFileSync(file, 'utf8'))
const body = Buffer.from(answer.body, 'base64')
const headers = { ...answer.headers, 'content-length': String(body.length) }

createServer((_request, response) => {
  response.writeHead(answer.status, headers)
  response.end(body)
}).listen(Number(port), '127.0.0.1', () => console.log('listening'))
