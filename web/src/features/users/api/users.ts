// The accounts (administrador only): GET/POST /api/users, PATCH /api/users/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { Role } from "@/lib/session";

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  /** `password`, `oidc` (signed in with the provider) or `pending` (not yet). */
  signIn: "password" | "oidc" | "pending";
  createdAt: string;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  /** Local accounts only. */
  password?: string;
}

export const usersQueryKey = ["/api/users"] as const;

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: () => apiJson<UserRow[]>("GET", "/api/users") });

export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUser) => apiJson<UserRow>("POST", "/api/users", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: Role; disabled?: boolean }) =>
      apiJson<UserRow>("PATCH", `/api/users/${encodeURIComponent(id)}`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
