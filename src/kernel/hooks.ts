// eslint-disable-next-line no-restricted-syntax -- the one place the untyped hooks are given the store's types
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root-reducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
