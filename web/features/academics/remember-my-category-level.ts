import { data, redirect } from 'react-router';
import { readForm } from '@/lib/form-reply';
import { myCategoryLevelCookie, myCategoryLevelOf } from '@/lib/my-category-level';

/**
 * The action of the pages whose 'My category and level' is a plain form (MyCategoryLevelForms):
 * remembers the posted choice in the cookie, or forgets it, then shows the same page again as a
 * fresh one, which the server renders with the choice.
 */
export async function rememberMyCategoryLevel(request: Request): Promise<Response> {
  const { intent, values } = await readForm(request);
  const choice = intent === 'forget' ? null : myCategoryLevelOf(values);
  if (intent !== 'forget' && !choice) {
    throw data('Choose one of the categories and one of the levels', { status: 400 });
  }
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}`, {
    status: 303,
    headers: { 'Set-Cookie': myCategoryLevelCookie(choice) },
  });
}
