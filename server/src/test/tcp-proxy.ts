// A TCP relay a test controls, to take a service away from one instance and give it back (Redis stop/start).
import net from "node:net";

export interface TcpProxy {
  /** Where to connect instead of the target: 127.0.0.1 and this port. */
  port: number;
  /** Drops every relayed connection and refuses new ones, as a stopped or unreachable server would. */
  cut(): void;
  /** Keeps the connections open but passes nothing on, as a hung server would. */
  freeze(): void;
  /** Relays again, and accepts new connections. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let up = true;
  let frozen = false;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (!frozen) to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    cut() {
      up = false;
      dropAll();
    },
    freeze() {
      frozen = true;
    },
    restore() {
      up = true;
      frozen = false;
    },
    async close() {
      up = false;
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
