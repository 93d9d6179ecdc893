import { afterSignIn, pathTo, signInReturningTo } from './paths';

describe('paths', () => {
  it('builds a path with its parameters encoded', () => {
    expect(pathTo('customer', { id: 'a/b' })).toBe('/customers/a%2Fb');
  });

  it('keeps the page to come back to, only when it is one of ours', () => {
    expect(signInReturningTo('/transfers/t-1?tab=2')).toBe(
      '/sign-in?next=%2Ftransfers%2Ft-1%3Ftab%3D2',
    );
    expect(signInReturningTo('/')).toBe('/sign-in');
    expect(signInReturningTo('/sign-in?next=%2Fx')).toBe('/sign-in');
    expect(signInReturningTo('//evil.example/x')).toBe('/sign-in');
    expect(afterSignIn('?next=%2Ftransfers%2Ft-1')).toBe('/transfers/t-1');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterSignIn('?next=%2F%2Fevil.example')).toBe('/');
    expect(afterSignIn('')).toBe('/');
  });
});
