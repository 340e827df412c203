import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { siteContentSchemas, type SiteContentName } from '@contract/site-content';
import { useSaveSiteContent } from '@/api/site-content/save-site-content';
import { FormRootError } from '@/components/admin/form-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { contractResolver } from '@/lib/contract-resolver';
import { showServerErrors } from '@/lib/server-errors';
import { ContentFields, type ContentField } from './content-fields';

type FormShape = { value: unknown };

type SingletonFormProps = {
  name: SiteContentName;
  title: string;
  description: string;
  fields: readonly ContentField[];
  /** The value as stored, in the form's shape. */
  value: unknown;
  /** The form's own schema of `value` when it differs from the contract's (text for a list). */
  schema?: z.ZodType;
  /** What the server gets from what the form holds (by default, the same). */
  toValue?: (value: never) => unknown;
  /** A list: what a new item starts as, its noun and the most it may have. */
  list?: { empty: Record<string, string>; noun: string; max: number };
};

const labelsOf = (fields: readonly ContentField[]) =>
  Object.fromEntries(fields.map((field) => [field.key, field.label]));

/**
 * One singleton of the site content in a card: a list (add, move, remove items) or one object,
 * checked with the contract's schema, saved whole.
 */
export function SingletonForm(props: SingletonFormProps) {
  const { name, title, description, fields, value, list } = props;
  const save = useSaveSiteContent(name);
  const labels = labelsOf(fields);
  const schema = z.object({ value: props.schema ?? siteContentSchemas[name] });
  const form = useForm<FormShape>({
    resolver: contractResolver(schema as z.ZodType<FieldValues, FieldValues>, labels) as never,
    defaultValues: { value },
  });

  function submit() {
    const typed = form.getValues('value');
    const sent = props.toValue ? props.toValue(typed as never) : typed;
    save.mutate(sent, {
      onSuccess: () => {
        toast.success(`Saved ${title.toLowerCase()}`);
        form.reset({ value: typed });
      },
      onError: (error) => showServerErrors(form.setError, error, labels),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 id={`site-content-${name}`}>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            aria-labelledby={`site-content-${name}`}
            onSubmit={(event) => {
              if (save.isPending) event.preventDefault();
              else void form.handleSubmit(submit)(event);
            }}
            className="grid gap-4"
          >
            {list ? (
              <ListItems form={form} fields={fields} list={list} />
            ) : (
              <ContentFields control={form.control} prefix="value" fields={fields} />
            )}
            <FormRootError />
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
                {save.isPending ? 'Saving…' : `Save ${title.toLowerCase()}`}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function ListItems({
  form,
  fields,
  list,
}: {
  form: ReturnType<typeof useForm<FormShape>>;
  fields: readonly ContentField[];
  list: NonNullable<SingletonFormProps['list']>;
}) {
  const items = useFieldArray({ control: form.control, name: 'value' as never });
  return (
    <>
      {items.fields.length === 0 && (
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted-foreground">
          No {list.noun}s yet: the page leaves this section out. Add one below.
        </p>
      )}
      <ol className="grid gap-3">
        {items.fields.map((item, index) => {
          const label = `${list.noun} ${index + 1}`;
          return (
            <li
              key={item.id}
              aria-label={label}
              className="grid gap-3 rounded-card border border-border p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-foreground capitalize">{label}</p>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    onClick={() => items.move(index, index - 1)}
                    aria-label={`Move ${label} up`}
                    title="Move up"
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === items.fields.length - 1}
                    onClick={() => items.move(index, index + 1)}
                    aria-label={`Move ${label} down`}
                    title="Move down"
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => items.remove(index)}
                    aria-label={`Remove ${label}`}
                    title="Remove"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <ContentFields control={form.control} prefix={`value.${index}`} fields={fields} />
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={items.fields.length >= list.max}
        onClick={() => items.append(list.empty as never)}
      >
        <Plus aria-hidden="true" />
        Add {list.noun}
      </Button>
    </>
  );
}
