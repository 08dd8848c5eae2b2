// Logging out, from the account menu or the phone menu: forget the session and every cached answer, then sign in.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { clearSession } from "./session";

export function useLogOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    navigate("/");
  };
}
