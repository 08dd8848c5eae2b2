// Where notices appear (top right below the header, so they never cover its controls; 5 s, newest on top);
// mounted with the first notice (see toasts.ts).
import { lazy, Suspense } from "react";
import { useToastsRequested } from "./toasts";

const ToastContainer = lazy(() => import("react-toastify").then((library) => ({ default: library.ToastContainer })));

export function Toasts() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} newestOnTop style={{ top: "4.5rem" }} />
    </Suspense>
  );
}
