const STATUS_LABELS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  expired: 'Expired',
};

export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (!status) return 'No subscription';
  return STATUS_LABELS[status] ?? status.replace(/_/g, ' ');
}

export function planIntervalLabel(interval: string | null | undefined): string {
  if (interval === 'month') return 'Monthly';
  if (interval === 'year') return 'Yearly';
  return interval ? interval : 'None yet';
}

export function formatDate(date: Date | null | undefined): string {
  if (!date) return 'Not set';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function daysLeftLabel(days: number | null | undefined): string {
  if (days === null || days === undefined) return 'No trial';
  if (days <= 0) return 'Trial ended';
  return days === 1 ? '1 day left' : `${days} days left`;
}
