/** Where the server reports what went wrong; the console by default, a recorder in tests. */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** The part of a stream the logger writes to (process.stdout, process.stderr). */
export interface LogStream {
  write(text: string): unknown
}

/**
 * A logger on two streams that writes its info lines (one per request, docs/running.md "Operations") in one
 * write per turn of the event loop instead of one per line: at thousands of requests a second, a write
 * per line was a tenth of the server's time (issue 13, throughput). Warnings and errors are written at
 * once, after the info lines before them, so the order of the log is kept; so are the pending lines when
 * the process exits.
 */
export function streamLogger(
  out: LogStream,
  err: LogStream,
  schedule: (flush: () => void) => void = setImmediate,
): Logger & { flush(): void } {
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const lines = pending
    pending = []
    out.write(`${lines.join('\n')}\n`)
  }
  const toErr = (message: string) => {
    flush()
    err.write(`${message}\n`)
  }
  return {
    info(message) {
      if (pending.push(message) === 1) schedule(flush)
    },
    warn: toErr,
    error: toErr,
    flush,
  }
}

const processLogger = streamLogger(process.stdout, process.stderr)
// stdout and stderr are synchronous on Linux for files and pipes: lines flushed here are not lost.
process.once('exit', () => processLogger.flush())

export const consoleLogger: Logger = processLogger
