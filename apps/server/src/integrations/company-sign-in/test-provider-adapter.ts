import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * An in-memory store for one test provider (its own, so providers of parallel tests never share
 * state, and oidc-provider does not warn about its global development adapter).
 */
export function createMemoryAdapter(): (modelName: string) => Adapter {
  const store = new Map<string, Entry>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };

  return (modelName) => {
    const keyOf = (id: string) => `${modelName}:${id}`;
    const ofModel = () =>
      [...store.keys()]
        .filter((key) => key.startsWith(`${modelName}:`))
        .flatMap((key) => {
          const payload = live(key);
          return payload ? [{ key, payload }] : [];
        });

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn > 0 ? Date.now() + expiresIn * 1000 : Infinity;
        store.set(keyOf(id), { payload, expiresAt });
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        return ofModel().find(({ payload }) => payload.uid === uid)?.payload;
      },
      async findByUserCode(userCode) {
        return ofModel().find(({ payload }) => payload.userCode === userCode)?.payload;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const { key, payload } of ofModel()) {
          if (payload.grantId === grantId) store.delete(key);
        }
      },
    };
  };
}
