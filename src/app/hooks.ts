import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** Typed dispatch; lint forbids the untyped hook elsewhere. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed selector; lint forbids the untyped hook elsewhere. */
export const useAppSelector = useSelector.withTypes<RootState>();
