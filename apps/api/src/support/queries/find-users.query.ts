/** Support's user search: by e-mail or name, case-insensitive, part of either. */
export class FindUsersQuery {
  constructor(readonly text: string) {}
}
