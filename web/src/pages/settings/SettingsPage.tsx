// Settings (/settings): which notifications are also sent by e-mail, and the member on the fediverse. Each switch
// saves as it is changed.
import type { NotificationSetting } from "@scholarly/contract";
import { useChangeNotificationSettings, useNotificationSettings } from "../../api/notifications";
import { Spinner } from "../../components/spinner/Spinner";
import { toast } from "../../components/toasts/toasts";
import { FediverseSettings } from "./FediverseSettings";
import { SettingSwitch } from "./SettingSwitch";
import "./settings.css";

const SWITCHES: { setting: NotificationSetting; label: string; hint?: string }[] = [
  { setting: "email_on_follow", label: "Someone follows me" },
  { setting: "email_on_publication", label: "Someone I follow publishes" },
  { setting: "email_on_full_text_request", label: "Someone requests the full text of my work" },
  { setting: "email_on_fediverse_reply", label: "A reply from the fediverse awaits my approval" },
  {
    setting: "weekly_digest",
    label: "A weekly digest",
    hint: "On Mondays: new followers, reads and downloads, and new works by people you follow. None in a quiet week.",
  },
];

export default function SettingsPage() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();

  function toggle(setting: NotificationSetting, on: boolean) {
    change.mutate(
      { [setting]: on },
      {
        onSuccess: () => toast.success("Your e-mail settings are saved."),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <section className="settings-page">
      <h1>Settings</h1>
      <fieldset className="settings-page__group" disabled={!settings.data || change.isPending}>
        <legend>E-mail me when</legend>
        {settings.isError && <p role="alert">Could not load your settings. Please try again later.</p>}
        {!settings.data && !settings.isError && <Spinner label="Loading settings" />}
        {settings.data &&
          SWITCHES.map(({ setting, label, hint }) => (
            <SettingSwitch
              key={setting}
              label={label}
              hint={hint}
              checked={settings.data[setting]}
              onChange={(on) => toggle(setting, on)}
            />
          ))}
      </fieldset>
      <p className="settings-page__note">
        Every e-mail carries a link to stop that kind of e-mail in one click. Notifications always show under the bell.
      </p>
      <FediverseSettings />
    </section>
  );
}
