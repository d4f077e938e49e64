import { useEffect, useState } from 'react';
import { Input } from './field.tsx';

/** A search box that applies its text a moment after typing stops, or at once on Enter. */
export function SearchInput({
  id,
  value,
  onSearch,
  placeholder,
  className,
}: {
  id: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      id={id}
      type="search"
      value={text}
      placeholder={placeholder}
      className={className ?? 'w-72'}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text.trim());
      }}
    />
  );
}
