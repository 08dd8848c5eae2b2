// The phone navigation as a page of its own (/mobile-header): Home, the content filter and Add new.

import { MobileMenuItems } from "../../components/nav-bar/MobileMenu";
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import "../../components/nav-bar/nav-bar.css";

export default function MobileHeaderPage() {
  return (
    <PublicLayout>
      <h1>Menu</h1>
      <nav aria-label="Main">
        <MobileMenuItems />
      </nav>
    </PublicLayout>
  );
}
