import type { NetLink, NetRoom } from './online-client';

/** A Colyseus room as the client sees it, driven by a test: what was sent, and messages to hand back. */
export class FakeRoom implements NetRoom {
  readonly sent: { type: string; payload: unknown }[] = [];
  left = false;
  private handlers = {
    message: [] as ((type: string | number, payload: unknown) => void)[],
    leave: [] as ((code: number) => void)[],
    drop: [] as ((code: number) => void)[],
    reconnect: [] as (() => void)[],
  };

  constructor(
    readonly roomId: string,
    public reconnectionToken: string,
  ) {}

  send(type: string, payload: unknown): void {
    this.sent.push({ type, payload });
  }
  onMessage(_type: '*', cb: (type: string | number, payload: unknown) => void): void {
    this.handlers.message.push(cb);
  }
  onLeave(cb: (code: number) => void): void {
    this.handlers.leave.push(cb);
  }
  onDrop(cb: (code: number) => void): void {
    this.handlers.drop.push(cb);
  }
  onReconnect(cb: () => void): void {
    this.handlers.reconnect.push(cb);
  }
  async leave(): Promise<number> {
    this.left = true;
    this.close(4000);
    return 4000;
  }

  /** The server sends a message. */
  receive(type: string, payload: unknown): void {
    for (const h of this.handlers.message) h(type, payload);
  }
  drop(): void {
    for (const h of this.handlers.drop) h(1006);
  }
  reconnect(token: string): void {
    this.reconnectionToken = token;
    for (const h of this.handlers.reconnect) h();
  }
  close(code: number): void {
    for (const h of this.handlers.leave) h(code);
  }
}

/** A server at one address: its rooms by code, and what each call asked for. */
export class FakeServer {
  readonly rooms: FakeRoom[] = [];
  readonly calls: { kind: 'create' | 'join' | 'reconnect'; arg: string; address: string }[] = [];
  /** The language each `create` stated. */
  readonly languages: string[] = [];
  /** Make the next call fail with this error. */
  failNext: unknown = null;
  /** Make every call fail with this error (the server or the game is gone). */
  failAll: unknown = null;
  private n = 0;

  link = (address: string): NetLink => {
    const call = async (kind: 'create' | 'join' | 'reconnect', arg: string, code: string): Promise<NetRoom> => {
      this.calls.push({ kind, arg, address });
      const failure = this.failNext ?? this.failAll;
      this.failNext = null;
      if (failure) throw failure;
      const room = new FakeRoom(code, `token-${++this.n}`);
      this.rooms.push(room);
      return room;
    };
    return {
      create: (o) => {
        this.languages.push(o.language);
        return call('create', o.name, 'ABCDEFGHJK');
      },
      joinById: (code, o) =>
        call(
          'join',
          `${code}/${o.name}${o.spectate ? '/watch' : ''}${o.seat === undefined ? '' : `/seat ${o.seat}`}${(o.local ?? []).map((l) => ` +${l.name} ${l.seat}`).join('')}`,
          code,
        ),
      reconnect: (token) => call('reconnect', token, 'ABCDEFGHJK'),
    };
  };

  get last(): FakeRoom {
    return this.rooms.at(-1)!;
  }
}
