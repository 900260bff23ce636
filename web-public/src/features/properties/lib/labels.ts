import type { PropertyStatus } from '@rentnaija/shared';

/** 'apartment' → 'Apartment', 'band A grid' → 'Band A grid'. */
export function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

const STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  under_contract: 'Under Contract',
  rented: 'Rented',
  inactive: 'Inactive',
};

export function statusLabel(status: PropertyStatus): string {
  return STATUS_LABELS[status] ?? capitalise(status);
}

export function statusColor(status: PropertyStatus): string {
  if (status === 'available') return 'green';
  if (status === 'under_contract') return 'orange';
  return 'default';
}
