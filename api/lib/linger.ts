import type { Socket } from 'node:net';

/**
 * A lingering close, as web servers do it: once the answer is written, the connection is closed
 * for sending but what the client still sends is read and dropped for a moment before the socket
 * goes. Closed at once instead, data arriving after the close makes the system reset the
 * connection, and a client still uploading may lose the answer (a 413) it had not read yet.
 */
export function lingerBeforeClosing(socket: Socket, lingerMs = 2000): void {
  // Node's HTTP server calls destroySoon after an answer with `Connection: close`.
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), lingerMs).unref();
  };
}
