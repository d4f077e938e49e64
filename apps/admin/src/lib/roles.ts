const ROLE_LABEL: Record<string, string> = {
  owner: 'Owner',
  finance: 'Finance',
  compliance: 'Compliance',
  warehouse: 'Warehouse',
  support: 'Support',
  merchandiser: 'Merchandiser',
};

/** A staff role as the screens name it. */
export function roleLabel(role: string): string {
  return ROLE_LABEL[role] ?? role;
}
