// The settings page's fediverse group: the member's handle to give out (and copy, and change once), federating on
// or off, approving followers by hand (with the follow requests waiting), and the accounts there the member follows.
// Each switch saves as it is changed, as the e-mail switches do.
import type { FederationSettingsChange } from "@scholarly/contract";
import { useChangeFederationSettings, useFederationSettings } from "../../api/federation";
import { Spinner } from "../../components/spinner/Spinner";
import { toast } from "../../components/toasts/toasts";
import { countLabel } from "../../features/follows/count-label";
import { FollowedAccounts } from "./FollowedAccounts";
import { HandleForm } from "./HandleForm";
import { SettingSwitch } from "./SettingSwitch";
import { WaitingFollowers } from "./WaitingFollowers";

export function FediverseSettings() {
  const settings = useFederationSettings();
  const change = useChangeFederationSettings();
  const handle = settings.data ? `@${settings.data.handle}` : "";

  function save(changed: FederationSettingsChange) {
    change.mutate(changed, {
      onSuccess: () => toast.success("Your fediverse settings are saved."),
      onError: (error) => toast.error(error.message),
    });
  }

  function copyHandle() {
    navigator.clipboard.writeText(handle).then(
      () => toast.success("Handle copied."),
      () => toast.error("Could not copy. Select the handle and copy it instead."),
    );
  }

  return (
    <fieldset className="settings-page__group" disabled={!settings.data || change.isPending}>
      <legend>On the fediverse</legend>
      {settings.isError && <p role="alert">{settings.error.message}</p>}
      {!settings.data && !settings.isError && <Spinner label="Loading fediverse settings" />}
      {settings.data && (
        <>
          <p className="settings-page__handle">
            <span>Your handle on Mastodon and other fediverse servers:</span>
            <code>{handle}</code>
            <button type="button" className="button button--secondary" onClick={copyHandle}>
              Copy handle
            </button>
          </p>
          <HandleForm handle={settings.data.handle} changeable={settings.data.slug_changeable} />
          <SettingSwitch
            label="People on the fediverse can follow me"
            hint="Turning this off tells your followers there that your account is gone."
            checked={settings.data.enabled}
            onChange={(on) => save({ enabled: on })}
          />
          <SettingSwitch
            label="I approve each new follower there"
            checked={settings.data.approve_followers}
            disabled={!settings.data.enabled}
            onChange={(on) => save({ approve_followers: on })}
          />
          <p className="settings-page__hint">
            {`${countLabel(settings.data.remote_followers, "follower", "followers")} on other servers.`}
          </p>
          {settings.data.enabled && <WaitingFollowers approving={settings.data.approve_followers} />}
          {settings.data.enabled && <FollowedAccounts />}
        </>
      )}
    </fieldset>
  );
}
