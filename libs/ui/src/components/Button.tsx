import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Class names of a button look, for links (`<Link className={buttonClassName()}>`) that must look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium', extra?: string): string {
  return ['pw-button', `pw-button--${variant}`, size === 'medium' ? '' : `pw-button--${size}`, extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', size = 'medium', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...props} />;
}
