import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveSocket, type SocketStatus } from './liveSocket';

/** Calls `handler` with the payload of each socket message of `type` while the component is mounted. */
export function useSocketMessages<Payload>(type: string, handler: (payload: Payload) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveSocket.subscribe(type, (payload) => latest.current(payload as Payload)), [type]);
}

const subscribeToStatus = (changed: () => void) => liveSocket.onStatus(changed);
const currentStatus = () => liveSocket.status;

/** The connection's status, re-rendering when it changes (e.g. to fetch again once it is open again). */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeToStatus, currentStatus);
}
