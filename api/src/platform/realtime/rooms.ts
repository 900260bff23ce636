/** Every socket of a user joins their room; every socket of a session joins the session's. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The Redis channels' prefix, shared by the adapter (API instances) and the emitter (workers). */
export const redisKey = (queuePrefix: string) => `${queuePrefix}:socket.io`;
