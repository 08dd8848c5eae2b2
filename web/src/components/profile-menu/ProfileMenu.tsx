// The member's picture in the navigation bar, opening: Your profile, Settings, Change password, Help, Delete Account,
// Log out.
import { useState } from "react";
import { Link } from "react-router";
import { useOwnProfile } from "../../api/profiles";
import { useLogOut } from "../../auth/use-log-out";
import { Avatar } from "../avatar/Avatar";
import { DeleteAccountDialog } from "../delete-account/DeleteAccountDialog";
import { useNarrowScreen } from "../nav-bar/use-narrow-screen";
import { usePopup } from "../popup/use-popup";
import "./profile-menu.css";

export function ProfileMenu() {
  const { open, close, container, panelId, triggerProps } = usePopup();
  const [deleting, setDeleting] = useState(false);
  const { data: profile } = useOwnProfile();

  const logOut = useLogOut();
  // The spec's 130 px picture is for the desktop menu; on a phone it would fill the panel.
  const pictureSize = useNarrowScreen() ? 64 : 130;

  const name = profile?.name ?? "";
  return (
    <div className="profile-menu" ref={container}>
      <button {...triggerProps} className="profile-menu__trigger" aria-label="Account menu">
        <Avatar src={profile?.profile_picture} name={name} size={40} />
      </button>
      {open && (
        <div id={panelId} className="profile-menu__panel">
          <div className="profile-menu__identity">
            <Avatar src={profile?.profile_picture} name={name} size={pictureSize} />
            {name && <p className="profile-menu__name">{name}</p>}
          </div>
          <ul className="profile-menu__items">
            <li>
              <Link to="/profile-view" onClick={close}>
                Your profile
              </Link>
            </li>
            <li>
              <Link to="/settings" onClick={close}>
                Settings
              </Link>
            </li>
            <li>
              <Link to="/changepassword" onClick={close}>
                Change password
              </Link>
            </li>
            <li>
              <Link to="/help" onClick={close}>
                Help
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  setDeleting(true);
                }}
              >
                Delete Account
              </button>
            </li>
            <li>
              <button type="button" onClick={logOut}>
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
