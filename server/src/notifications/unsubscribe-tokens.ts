// The token of an e-mailed unsubscribe link: the member, the setting it turns off, and a signature, so the
// link works without signing in and cannot be made up for someone else. It does not expire.
import { NOTIFICATION_SETTINGS, type NotificationSetting } from "@scholarly/contract";
import { signerFor } from "../signing/signatures.js";

export interface Unsubscription {
  userId: number;
  setting: NotificationSetting;
}

export function unsubscribeTokens(secret: string) {
  const signer = signerFor(secret, "unsubscribe");
  return {
    token({ userId, setting }: Unsubscription): string {
      return `${userId}.${setting}.${signer.sign(userId, setting)}`;
    },
    read(token: string): Unsubscription | undefined {
      const [user, setting, signature, ...rest] = token.split(".");
      if (rest.length > 0 || !user || !/^\d{1,10}$/.test(user) || !signature) return undefined;
      const known = NOTIFICATION_SETTINGS.find((name) => name === setting);
      if (!known || !signer.verify(signature, Number(user), known)) return undefined;
      return { userId: Number(user), setting: known };
    },
  };
}
