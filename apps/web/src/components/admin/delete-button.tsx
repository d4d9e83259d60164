import type { ButtonHTMLAttributes } from 'react';

/**
 * The destructive action of a row or card: outlined in red, so a screen full of them stays
 * calm, and filled only on hover. Always behind a confirmation.
 */
export function DeleteButton({ className = '', children = 'Delete', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center rounded-xl border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-red-700 transition-colors hover:border-red-700 hover:bg-red-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
