import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { textOf } from '@/components/admin/form-rules';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InsertImageDialog } from './insert-image-dialog';

// The renderer (markdown-it and KaTeX) loads when an officer first opens a preview.
const MarkdownPreview = lazy(() => import('./markdown-preview'));

type MarkdownFormItemProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** What the text is for; a line on Markdown follows it. */
  hint?: string;
  optional?: boolean;
  rows?: number;
};

/**
 * The text of `value` with `snippet` put in place of the selection `[start, end)`, on a line of
 * its own (an image is a paragraph of the article), and where the cursor goes after it.
 */
function insertBlock(value: string, start: number, end: number, snippet: string) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const text = `${before}${lead}${snippet}${tail}${after}`;
  return { text, cursor: before.length + lead.length + snippet.length };
}

/**
 * An article body in Markdown: Write and Preview tabs (the preview is the public page's own
 * rendering) and 'Insert image', which puts a media-library image at the cursor.
 */
export function MarkdownFormItem<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  optional = false,
  rows = 10,
}: MarkdownFormItemProps<T, O>) {
  const [tab, setTab] = useState('write');
  const [picking, setPicking] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = textOf(field.value);
        const insert = (snippet: string) => {
          const start = textarea.current?.selectionStart ?? value.length;
          const end = textarea.current?.selectionEnd ?? start;
          const { text, cursor } = insertBlock(value, start, end, snippet);
          field.onChange(text);
          setTab('write');
          // After the dialog has given focus back: the cursor goes after the image.
          requestAnimationFrame(() => {
            textarea.current?.focus();
            textarea.current?.setSelectionRange(cursor, cursor);
          });
        };
        return (
          <FormItem described>
            <FormLabel optional={optional}>{label}</FormLabel>
            <Tabs value={tab} onValueChange={setTab} className="gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <TabsList aria-label="Write or preview">
                  <TabsTrigger value="write">Write</TabsTrigger>
                  <TabsTrigger value="preview">Preview</TabsTrigger>
                </TabsList>
                <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
                  <ImagePlus aria-hidden="true" />
                  Insert image
                </Button>
              </div>
              {/* Kept mounted while the preview shows: the label, the focus on an error and the
                  cursor for an inserted image all need it. */}
              <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
                <FormControl>
                  <Textarea
                    rows={rows}
                    {...field}
                    ref={(element) => {
                      field.ref(element);
                      textarea.current = element;
                    }}
                    value={value}
                    className="font-mono text-sm leading-6"
                  />
                </FormControl>
              </TabsContent>
              <TabsContent
                value="preview"
                className="max-h-[28rem] min-h-32 overflow-y-auto rounded-xl border border-border bg-background p-4"
              >
                <Suspense
                  fallback={
                    <p className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Spinner /> Loading the preview…
                    </p>
                  }
                >
                  <MarkdownPreview text={value} />
                </Suspense>
              </TabsContent>
            </Tabs>
            <FormDescription>
              {hint ? `${hint} ` : ''}Markdown: **bold**, *italic*, ## Heading, - list,
              [link](https://…), $maths$ and $$display maths$$. A blank line starts a new paragraph.
            </FormDescription>
            <FormMessage />
            <InsertImageDialog open={picking} onOpenChange={setPicking} onInsert={insert} />
          </FormItem>
        );
      }}
    />
  );
}
