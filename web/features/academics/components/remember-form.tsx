import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { categories, levels } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import type { MyCategoryLevel } from '@/lib/my-category-level';
import { useKeepEarlyInput } from '@/lib/use-keep-early-input';

const fields = ['category', 'level'] as const;

/**
 * The choice to remember: two selects of fixed options, so nothing to check and no message to
 * show; react-hook-form only holds the values and ties the labels. The browser posts it itself,
 * with or without scripts (the page loads again with the choice applied).
 */
export function RememberForm({ category, level }: MyCategoryLevel) {
  const form = useForm<MyCategoryLevel>({ defaultValues: { category, level } });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef, form, fields);
  return (
    <Form {...form}>
      <form
        ref={formRef}
        method="post"
        className="grid w-full grid-cols-2 gap-3 sm:grid-cols-[11rem_8rem_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="remember" />
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>My category</FormLabel>
              <FormControl>
                <NativeSelect {...field} size="sm">
                  {categories.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="level"
          render={({ field }) => (
            <FormItem>
              <FormLabel>My level</FormLabel>
              <FormControl>
                <NativeSelect {...field} size="sm">
                  {levels.map((item) => (
                    <option key={item} value={item}>
                      {item}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </FormItem>
          )}
        />
        <Button type="submit" size="sm" className="col-span-2 justify-self-start sm:col-span-1">
          Remember
        </Button>
      </form>
    </Form>
  );
}
